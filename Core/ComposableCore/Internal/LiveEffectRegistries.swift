import Synchronization

/// The entries of the effect registries alive, held weakly, so that ``CancellablesCollection``
/// can look across all of them.
final class LiveEffectRegistries: Sendable {
  private struct Entry {
    weak var registry: EffectRegistry.Locked?
  }

  private struct Entries {
    var all: [Entry] = []
    /// The count at which released registries are next swept out.
    var sweepAt = 64
  }

  private let entries = Mutex(Entries())

  func insert(_ registry: EffectRegistry.Locked) {
    entries.withLock { entries in
      entries.all.append(Entry(registry: registry))
      guard entries.all.count >= entries.sweepAt else { return }
      entries.all.removeAll { $0.registry == nil }
      entries.sweepAt = max(64, entries.all.count * 2)
    }
  }

  /// The entries of the registries alive now.
  var registries: [EffectRegistry.Locked] {
    entries.withLock { $0.all.compactMap(\.registry) }
  }
}
