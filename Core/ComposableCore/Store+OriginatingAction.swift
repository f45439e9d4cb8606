extension Store {
  /// Sends an action as ``send(_:)`` does, and returns a task for the effects it started, or `nil`
  /// when it started none.
  ///
  /// TCA's own tests reach the runtime through this spelling; cancelling the task cancels the
  /// effects. Prefer ``send(_:)`` and ``StoreTask``.
  @_spi(Internals)
  public func send(_ action: Action, originatingFrom originatingAction: Any?) -> Task<Void, Never>?
  {
    let task = send(action)
    guard task.group != nil else { return nil }
    return Task { await task.finish() }
  }
}
