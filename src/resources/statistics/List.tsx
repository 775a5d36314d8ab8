import { Title, useTranslate } from 'react-admin';

const List = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.menu.statistics')} />
      <h1>{translate('app.menu.statistics')}</h1>
    </>
  );
};

export default List;
