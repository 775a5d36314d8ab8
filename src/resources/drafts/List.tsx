import { Title, useTranslate } from 'react-admin';

const List = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.menu.drafts')} />
      <h1>{translate('app.menu.drafts')}</h1>
    </>
  );
};

export default List;
