extension Store where Action: BindableAction, Action.State == State {
  /// Reads a property of the state, and sets it by sending a binding action, as TCA's
  /// `$store.text` binding does.
  ///
  /// ```swift
  /// store.text = "Blob"  // sends .binding(.set(\.text, "Blob"))
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { send(.binding(.set(keyPath, newValue))) }
  }
}
