import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { initI18n } from './lib/i18n'
import { resolveLocale } from './lib/locale'
import './styles/global.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

await initI18n(resolveLocale(window.location.pathname, window.navigator.language))
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
