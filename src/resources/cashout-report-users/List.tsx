import { Title, useTranslate } from 'react-admin';

const List = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.menu.cashout_report')} />
      <h1>{translate('app.menu.cashout_report')}</h1>
    </>
  );
};

export default List;
