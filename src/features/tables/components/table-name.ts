import { useTranslation } from 'react-i18next'
import { isNumberedTable } from '../filters'

/** 'Tavolo 5' for numbered tables, the name itself otherwise ('Terrazza A'). */
export function useTableLabel() {
  const { t } = useTranslation('floor')
  return (name: string) => (isNumberedTable(name) ? t('tables.tableName', { name }) : name)
}
