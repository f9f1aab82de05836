// The benchmark's yardstick: a bare Fastify route that answers a precomputed 5.5 KB JSON page.
// It runs on the same core as the product, in the same run, so every figure becomes a ratio.
import Fastify from 'fastify'

const port = Number(process.env.PORT ?? 4393)
const cards = []
for (let id = 1; JSON.stringify({ dataList: cards }).length < 5400; id++) {
  cards.push({ studyId: id, title: `Reference notice ${id}`, status: 'open', recruitEnd: '2030-12-31', viewCount: id })
}
const page = JSON.stringify({ dataList: cards })

const app = Fastify({ logger: false })
app.get('/ref', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(page)
})
await app.listen({ port, host: '127.0.0.1' })
console.log(`reference listening on ${port} (${Buffer.byteLength(page)} bytes)`)
