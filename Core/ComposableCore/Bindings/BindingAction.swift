import CustomDump

/// An action that sets one property of a feature's state: the key path and the new value.
///
/// A feature whose action conforms to ``BindableAction`` carries these in its `binding` case,
/// and a ``BindingReducer`` applies them, so that each editable field needs no action of its
/// own.
///
/// ```swift
/// await store.send(.binding(.set(\.text, "Blob"))) { $0.text = "Blob" }
/// await store.send(\.binding.text, "Blob") { $0.text = "Blob" }
/// ```
///
/// Two binding actions are equal when they set the same property to equal values.
public struct BindingAction<Root> {
  /// The property the action sets.
  public let keyPath: PartialKeyPath<Root>
  /// The value the action sets the property to.
  public let value: any Sendable
  let set: @Sendable (inout Root) -> Void
  private let isEqualToValue: @Sendable (any Sendable) -> Bool

  /// An action that sets the property at `keyPath` to `value`.
  ///
  /// ```swift
  /// .binding(.set(\.toggleIsOn, true))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(
      keyPath: keyPath,
      value: value,
      set: { $0[keyPath: keyPath] = value },
      isEqualToValue: { $0 as? Value == value }
    )
  }

  init(
    keyPath: PartialKeyPath<Root>,
    value: any Sendable,
    set: @escaping @Sendable (inout Root) -> Void,
    isEqualToValue: @escaping @Sendable (any Sendable) -> Bool
  ) {
    self.keyPath = keyPath
    self.value = value
    self.set = set
    self.isEqualToValue = isEqualToValue
  }

  /// Whether the action sets the property at `keyPath`, so that a `switch` can single it out.
  ///
  /// ```swift
  /// case .binding(\.stepCount):
  ///   state.sliderValue = .minimum(state.sliderValue, Double(state.stepCount))
  ///   return .none
  /// ```
  public static func ~= <Value>(
    keyPath: WritableKeyPath<Root, Value>,
    bindingAction: Self
  ) -> Bool {
    bindingAction.keyPath == keyPath
  }
}

// NB: Key paths are not `Sendable`, but they are immutable, so sharing one is safe.
extension BindingAction: @unchecked Sendable {}

extension BindingAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.isEqualToValue(rhs.value)
  }
}

extension BindingAction: CasePathable {
  /// The case paths of a binding action: one per writable property of the state, so that a test
  /// can name `\.binding.text` in `send` and `receive`.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The binding action that sets the property at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      nonisolated(unsafe) let keyPath = keyPath
      return AnyCasePath(
        embed: { .set(keyPath, $0) },
        extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
      )
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension BindingAction: CustomDumpStringConvertible {
  public var customDumpDescription: String {
    var description = ".set("
    if let name = PropertyNames.name(of: keyPath) {
      description.append("\\\(Root.self).\(name)")
    } else {
      customDump(keyPath, to: &description, maxDepth: 0)
    }
    description.append(", ")
    customDump(value, to: &description, maxDepth: 0)
    description.append(")")
    return description
  }
}
