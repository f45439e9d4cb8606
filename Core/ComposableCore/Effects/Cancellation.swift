import ConcurrencyExtras
import Dependencies

extension Effect {
  /// Makes the effect cancellable with ``cancel(id:)``.
  ///
  /// Cancelling cancels the effect's Swift task, so `clock.sleep` and `Task.checkCancellation`
  /// stop its work, and no action it sends afterwards reaches the store. Identifiers are scoped
  /// to the store that runs the effect.
  ///
  /// - Parameters:
  ///   - id: The identifier of the effect.
  ///   - cancelInFlight: Whether to cancel effects already running with this identifier first.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    switch representation {
    case .none:
      return cancelInFlight ? .cancel(id: id) : .none
    default:
      let id = DependencyValues.withinNavigationIDPath(AnyHashableSendable(id))
      return Self(operation: .cancellable(id: id, cancelInFlight: cancelInFlight, self))
    }
  }

  /// An effect that cancels every running effect marked ``cancellable(id:cancelInFlight:)`` with
  /// the identifier.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: DependencyValues.withinNavigationIDPath(AnyHashableSendable(id))))
  }
}
