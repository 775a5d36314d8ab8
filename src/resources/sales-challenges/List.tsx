import { Title, useTranslate } from 'react-admin';

const List = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.menu.sales_challenges')} />
      <h1>{translate('app.menu.sales_challenges')}</h1>
    </>
  );
};

export default List;
