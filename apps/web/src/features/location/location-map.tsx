import { useTranslation } from 'react-i18next'
import styles from './location-map.module.css'

/**
 * A schematic map drawn by hand as SVG: no map provider's script or tiles, so
 * it works under the strict CSP and offline. Labels follow the page's language;
 * the paragraph it points to says the same in words.
 */
export function LocationMap({ describedBy }: { describedBy: string }) {
  const { t } = useTranslation('location')
  const label = (key: string) => t(`map.labels.${key}`)
  return (
    <svg
      className={styles.map}
      viewBox="0 0 640 440"
      role="img"
      aria-label={t('map.title')}
      aria-describedby={describedBy}
      focusable="false"
    >
      <rect width="640" height="440" fill="#eef3f7" />
      {/* University grounds (north-west) and the palace gardens (south) */}
      <rect x="30" y="24" width="220" height="112" rx="12" fill="#e4def0" />
      <text x="140" y="86" className={styles.area} textAnchor="middle">
        {label('university')}
      </text>
      <rect x="30" y="296" width="262" height="124" rx="12" fill="#d3ead8" />
      <text x="161" y="364" className={styles.area} textAnchor="middle">
        {label('palace')}
      </text>

      {/* Roads: Changgyeonggung-ro runs north-south through the rotary; Daehak-ro leaves it south-east */}
      <path d="M330 0 V440" stroke="#9aa5b1" strokeWidth="34" fill="none" />
      <path d="M330 0 V440" stroke="#ffffff" strokeWidth="28" fill="none" />
      <path d="M330 90 L560 440" stroke="#9aa5b1" strokeWidth="34" fill="none" />
      <path d="M330 90 L560 440" stroke="#ffffff" strokeWidth="28" fill="none" />
      <circle cx="330" cy="90" r="30" fill="#ffffff" stroke="#9aa5b1" strokeWidth="3" />
      <circle cx="330" cy="90" r="12" fill="#d3ead8" />
      <text x="372" y="66" className={styles.label}>
        {label('rotary')}
      </text>
      <text x="0" y="0" className={styles.road} transform="translate(326 428) rotate(-90)">
        {label('changgyeonggungRo')}
      </text>
      <text x="0" y="0" className={styles.road} transform="translate(478 330) rotate(56.7)">
        {label('daehakRo')}
      </text>

      {/* Walking route from Hyehwa Station exit 4 to the hospital */}
      <path
        d="M410 196 L350 120 L300 150 L300 186 L252 186"
        fill="none"
        stroke="#b42318"
        strokeWidth="4"
        strokeDasharray="8 6"
        strokeLinecap="round"
      />
      <text x="424" y="248" className={styles.walk}>
        {label('walk')}
      </text>

      {/* Hyehwa Station, subway line 4 */}
      <circle cx="410" cy="196" r="16" fill="#00a2d1" stroke="#ffffff" strokeWidth="3" />
      <text x="410" y="202" className={styles.lineNumber} textAnchor="middle">
        4
      </text>
      <text x="434" y="192" className={styles.label}>
        {label('station')}
      </text>
      <text x="434" y="214" className={styles.small}>
        {label('exit')}
      </text>

      {/* The hospital, west of Changgyeonggung-ro */}
      <rect x="130" y="146" width="120" height="80" rx="8" fill="#0b5394" />
      <path d="M183 162 h14 v16 h16 v14 h-16 v16 h-14 v-16 h-16 v-14 h16 z" fill="#ffffff" />
      <text x="190" y="252" className={styles.hospital} textAnchor="middle">
        {label('hospital')}
      </text>
      <text x="190" y="274" className={styles.small} textAnchor="middle">
        {label('center')}
      </text>

      {/* North arrow */}
      <path d="M596 30 L608 62 L596 54 L584 62 Z" fill="#1f2933" />
      <text x="596" y="82" className={styles.small} textAnchor="middle">
        {label('north')}
      </text>
    </svg>
  )
}
