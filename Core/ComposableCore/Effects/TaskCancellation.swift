import ConcurrencyExtras

extension Task where Success == Never, Failure == Never {
  /// Cancels the running effects marked cancellable with this identifier.
  ///
  /// It cancels in the store whose reducer or effect calls it, and, inside a child feature run by
  /// `ifLet`, `forEach` or a presentation, among that child's own effects, as
  /// ``Effect/cancel(id:)`` returned from the child would. Called outside any store, it cancels
  /// effects run outside a store (`Effect.actions`).
  ///
  /// ```swift
  /// return .run { send in
  ///   Task.cancel(id: CancelID.timer)
  ///   await send(.timerStopped)
  /// }
  /// ```
  public static func cancel(id: some Hashable & Sendable) {
    CancellationContext.cancel(id: AnyHashableSendable(id))
  }
}
