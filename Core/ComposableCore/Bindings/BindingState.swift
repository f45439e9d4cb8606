import CustomDump

/// A property of a state that isn't `@ObservableState`, marked as one that bindings may change,
/// as TCA 1.0–1.6 spelled it.
///
/// `BindingReducer` applies `.set(\.$name, value)` to it; match it with `case .binding(\.$name):`.
/// With `@ObservableState`, plain properties take bindings and this wrapper is not needed.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var name = ""
/// }
/// ```
@dynamicMemberLookup
@propertyWrapper
public struct BindingState<Value> {
  /// The value.
  public var wrappedValue: Value

  /// Marks a value as bindable.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, which names the property in a binding action: `\.$name`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A bindable part of the value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingState<Subject> {
    get { BindingState<Subject>(wrappedValue: wrappedValue[keyPath: keyPath]) }
    set { wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
  }
}

extension BindingState: Equatable where Value: Equatable {}
extension BindingState: Hashable where Value: Hashable {}
extension BindingState: Sendable where Value: Sendable {}

extension BindingState: Decodable where Value: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

extension BindingState: Encodable where Value: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension BindingState: CustomReflectable {
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension BindingState: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

/// The name TCA 1.0–1.2 gave ``BindingState``.
@available(*, deprecated, renamed: "BindingState")
public typealias BindableState = BindingState

extension BindingAction {
  /// A binding action that sets a ``BindingState`` property: `.set(\.$name, "Blob")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    nonisolated(unsafe) let keyPath = keyPath
    return Self(
      keyPath: keyPath,
      value: value,
      set: { $0[keyPath: keyPath].wrappedValue = value },
      isEqualToValue: { $0 as? Value == value }
    )
  }
}

extension BindingAction.AllCasePaths {
  /// The case path of the binding actions that set a ``BindingState`` property: `\.binding.$name`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
  ) -> AnyCasePath<BindingAction, Value> {
    nonisolated(unsafe) let keyPath = keyPath
    return AnyCasePath(
      embed: { .set(keyPath, $0) },
      extract: { $0.keyPath == keyPath ? $0.value as? Value : nil }
    )
  }
}

extension BindableAction {
  /// The action that sets a ``BindingState`` property: `.set(\.$name, "Blob")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, BindingState<Value>>,
    _ value: Value
  ) -> Self {
    binding(.set(keyPath, value))
  }
}
