import Synchronization

/// The names of the properties that binding actions set, learned from the states that a
/// ``BindingReducer`` applies them to, so that a dump reads `.set(\State.text, "Blob")`.
///
/// NB: On Linux, a key path to a computed property, as every property of an `@ObservableState`
/// struct is, describes itself by its getter's address (`\State.<computed 0x… (String)>`): the
/// runtime finds names through `dladdr`, which sees only exported symbols. A state's mirror does
/// name its properties, so the first time a key path is applied, the property it changes is
/// looked up there, once per key path.
enum PropertyNames {
  private static let names = Mutex<[Key: String]>([:])

  // NB: Key paths are immutable, so sharing one is safe, but they are not `Sendable`.
  private struct Key: Hashable, @unchecked Sendable {
    let keyPath: AnyKeyPath
  }

  /// The name of the property at `keyPath`, if a binding action has taught it.
  static func name(of keyPath: AnyKeyPath) -> String? {
    names.withLock { $0[Key(keyPath: keyPath)] }
  }

  /// Learns the name of the property that `binding` sets from the state it is applied to: the
  /// only property of the value's type, or else the only one of them that the binding changes.
  static func learn<Root>(_ binding: BindingAction<Root>, from root: Root) {
    guard name(of: binding.keyPath) == nil else { return }
    let valueType = type(of: binding.value)
    let candidates = children(of: root, ofType: valueType)
    var name = candidates.count == 1 ? candidates[0].label : nil
    if name == nil, candidates.count > 1 {
      var changed = root
      binding.set(&changed)
      let after = children(of: changed, ofType: valueType)
      let differing = zip(candidates, after).filter { !isEqual($0.value, $1.value) }
      name = differing.count == 1 ? differing[0].0.label : nil
    }
    guard let name else { return }
    let key = Key(keyPath: binding.keyPath)
    names.withLock { $0[key] = name }
  }

  private static func children(
    of root: some Any, ofType type: Any.Type
  ) -> [(label: String?, value: Any)] {
    Mirror(reflecting: root).children.filter { Swift.type(of: $0.value) == type }
      .map { ($0.label, $0.value) }
  }

  private static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return isEqual(lhs, rhs)
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    lhs == rhs as? Value
  }
}
