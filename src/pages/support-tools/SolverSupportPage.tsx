import { Title, useTranslate } from 'react-admin';

const Page = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.menu.solver_support')} />
      <h1>{translate('app.menu.solver_support')}</h1>
    </>
  );
};

export default Page;
