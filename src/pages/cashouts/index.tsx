import { Title, useTranslate } from 'react-admin';

const Page = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.menu.cashouts')} />
      <h1>{translate('app.menu.cashouts')}</h1>
    </>
  );
};

export default Page;
