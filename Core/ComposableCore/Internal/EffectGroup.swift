import ConcurrencyExtras

/// The tasks started on behalf of one `send`, including those of actions its effects sent.
final class EffectGroup: Sendable {
  private let tasks = LockIsolated<[Task<Void, Never>]>([])

  func append(_ task: Task<Void, Never>) {
    tasks.withValue { $0.append(task) }
  }

  private func task(at index: Int) -> Task<Void, Never>? {
    tasks.withValue { index < $0.count ? $0[index] : nil }
  }

  /// A task that ends when every task in the group has ended, and cancels them all when cancelled.
  func whenAllFinish() -> Task<Void, Never> {
    Task { @MainActor in
      await withTaskCancellationHandler {
        var index = 0
        while let task = task(at: index) {
          await task.value
          index += 1
        }
      } onCancel: {
        tasks.withValue { $0.forEach { $0.cancel() } }
      }
    }
  }
}
