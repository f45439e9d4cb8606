/// The stored property at `offset` bytes into the value at `root`, an offset that
/// `MemoryLayout<Root>.offset(of:)` gave for a key path to it.
///
/// The closures that `forEach` and `ifLet` build reach their collection or child this way:
/// applying the key path would cost a few hundred instructions per use.
@inlinable
func storedProperty<Root, Value>(
  at offset: Int, in root: UnsafeMutablePointer<Root>, as _: Value.Type = Value.self
) -> UnsafeMutablePointer<Value> {
  (UnsafeMutableRawPointer(root) + offset).assumingMemoryBound(to: Value.self)
}
