import ComposableNavigation

extension AlertState {
  /// The alert a feature shows when a fact request fails: the failure's message, a button that
  /// sends `retry`, and one that dismisses.
  ///
  /// ```swift
  /// state.alert = .factRequestFailed(failure, about: state.count, retry: .retryButtonTapped)
  /// ```
  public static func factRequestFailed(
    _ failure: FactClient.Failure, about number: Int, retry: Action
  ) -> Self {
    AlertState {
      TextState("Could not fetch a fact about \(number)")
    } actions: {
      ButtonState(action: retry) { TextState("Retry") }
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState(failure.message)
    }
  }
}
