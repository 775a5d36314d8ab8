import { Title, useTranslate } from 'react-admin';

const Page = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.menu.dashboard')} />
      <h1>{translate('app.menu.dashboard')}</h1>
    </>
  );
};

export default Page;
