/**
 * The bytes in memory of their own. Node hands out small Buffers (under half of Buffer.poolSize, 64 KB on
 * Node 24), zlib's results among them, as views into a shared slab: a view kept for long keeps its whole slab
 * alive, unseen by any count of the bytes kept (issue #59's soak).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}
