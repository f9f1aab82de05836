import { type ComponentType, lazy } from 'react'
import { loadChunk } from './chunk-load'

/** A screen whose code loads on first use; `preload` fetches it ahead (before hydration). */
export type LazyScreen = ComponentType & { preload: () => Promise<void> }

/**
 * A screen loaded on first use, through loadChunk (its time limit and ChunkLoadError). Once its
 * code is here it renders directly, without suspending: a page the server rendered hydrates with
 * the same tree the server drew, and no Suspense fallback is ever shown for it.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyScreen {
  let Loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const fetchScreen = () => {
    loading ??= loadChunk(load).then((module) => (Loaded = module[name]))
    return loading
  }
  const Suspending = lazy(async () => ({ default: await fetchScreen() }))
  function Screen() {
    return Loaded ? <Loaded /> : <Suspending />
  }
  return Object.assign(Screen, { preload: async () => void (await fetchScreen()) })
}
