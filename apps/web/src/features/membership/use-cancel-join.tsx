import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { pathTo } from '../../config/paths'
import { useActiveLocale } from '../../lib/use-active-locale'
import { clearJoinDraft } from './join-draft'

/** The spec's cancel: 'Do you want to cancel join?', then home with nothing kept. */
export function useCancelJoin() {
  const { t } = useTranslation('account')
  const locale = useActiveLocale()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const dialog = (
    <ConfirmDialog
      open={open}
      message={t('join.cancelQuestion')}
      confirmLabel={t('join.cancelYes')}
      cancelLabel={t('join.cancelNo')}
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        setOpen(false)
        clearJoinDraft()
        void navigate(pathTo('main', locale))
      }}
    />
  )
  return { askCancel: () => setOpen(true), dialog }
}
