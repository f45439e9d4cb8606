import ConcurrencyExtras

/// Runs an asynchronous operation that `Task.cancel(id:)` can cancel.
///
/// The operation runs in a task registered under `id` where `Task.cancel(id:)` and
/// ``Effect/cancel(id:)`` look: in the store (and child feature) whose effect calls this, or,
/// outside any store, among effects run by `Effect.actions`. Cancelling the task that awaits
/// this function cancels the operation too. Whether the operation throws decides whether the call
/// needs `try`.
///
/// ```swift
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
///     await send(.results(try await client.search(query)))
///   }
/// }
/// ```
///
/// - Parameters:
///   - id: The identifier to cancel the operation with.
///   - cancelInFlight: Whether to cancel operations already running with this identifier first.
///   - operation: The work to run.
/// - Returns: What the operation returns.
public func withTaskCancellation<T: Sendable, Failure: Error>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws(Failure) -> T
) async throws(Failure) -> T {
  let (registry, id) = CancellationContext.resolve(AnyHashableSendable(id))
  if cancelInFlight { registry.cancel(CancellationKey(id)) }
  let outcome = LockIsolated<Result<T, Failure>?>(nil)
  let task = registry.spawn(priority: nil, keys: _CancelID.registrationKeys(for: id)) {
    do throws(Failure) {
      let value = try await operation()
      outcome.setValue(.success(value))
    } catch {
      outcome.setValue(.failure(error))
    }
  }
  await withTaskCancellationHandler {
    await task.value
  } onCancel: {
    task.cancel()
  }
  // NB: The spawned task sets the outcome before it ends, and it has ended here.
  return try outcome.value!.get()
}
