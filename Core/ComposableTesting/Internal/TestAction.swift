import ComposableCore

/// An action as the test store's internal store sees it: with the `send` that caused it.
struct TestAction<Action> {
  enum Origin {
    /// Sent by the test at this location.
    case send(SourceLocation)
    /// Sent by an effect started, directly or not, by the test's send at this location.
    case receive(SourceLocation)

    var location: SourceLocation {
      switch self {
      case let .send(location), let .receive(location): location
      }
    }
  }

  let origin: Origin
  let action: Action
}
