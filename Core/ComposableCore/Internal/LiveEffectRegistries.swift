import Synchronization

/// The effect registries of the stores alive, held weakly, so that
/// ``CancellablesCollection`` can look across all of them.
final class LiveEffectRegistries: Sendable {
  private struct Entry {
    weak var registry: EffectRegistry?
  }

  private struct Entries {
    var all: [Entry] = []
    /// The count at which released registries are next swept out.
    var sweepAt = 64
  }

  private let entries = Mutex(Entries())

  func insert(_ registry: EffectRegistry) {
    entries.withLock { entries in
      entries.all.append(Entry(registry: registry))
      guard entries.all.count >= entries.sweepAt else { return }
      entries.all.removeAll { $0.registry == nil }
      entries.sweepAt = max(64, entries.all.count * 2)
    }
  }

  /// The registries alive now.
  var registries: [EffectRegistry] {
    entries.withLock { $0.all.compactMap(\.registry) }
  }
}
