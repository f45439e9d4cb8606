import ConcurrencyExtras
import Dependencies
import Foundation

/// Where `.fileStorage` keys read and write: the file system, or memory in tests and previews.
///
/// Writes are coalesced per file: the first write after a quiet second happens at once, and
/// later ones within the second are folded into one write of the latest data when it ends.
/// Pending writes are flushed when the process exits normally.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.defaultFileStorage = .inMemory
/// }
/// ```
public struct FileStorage: Sendable {
  let read: @Sendable (URL) throws -> Data?
  let write: @Sendable (Data, URL) throws -> Void
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  let writer: CoalescingWriter

  /// The file system: atomic writes, at most one per file per second, and changes made by
  /// other processes observed (through inotify on Linux).
  public static let fileSystem = FileStorage(
    read: { url in
      do {
        return try Data(contentsOf: url)
      } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
        return nil
      }
    },
    write: { data, url in
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    },
    watch: { url, onChange in FileWatcher.watch(url, onChange: onChange) },
    writer: CoalescingWriter(interval: .seconds(1))
  )

  /// A new, empty file system in memory: writes happen at once and touch no disk.
  public static var inMemory: FileStorage {
    let files = InMemoryFiles()
    return FileStorage(
      read: { files[$0] },
      write: { data, url in files[url] = data },
      watch: { url, onChange in files.watch(url, onChange: onChange) },
      writer: CoalescingWriter(interval: .zero)
    )
  }

  /// The data of a file, or `nil` when there is none.
  public func load(from url: URL) throws -> Data? {
    try read(url)
  }

  /// Writes a file at once, as another process would: shared values reading it take the change.
  public func save(_ data: Data, to url: URL) throws {
    try write(data, url)
  }

  /// Writes the data coalesced writes are holding back.
  public func flush() {
    writer.flush()
  }
}

private enum DefaultFileStorageKey: DependencyKey {
  static let liveValue = FileStorage.fileSystem
  static var testValue: FileStorage { .inMemory }
  static var previewValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The file storage of `.fileStorage` keys: the file system live, memory in tests.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

/// Files kept in memory, with watchers told about every write.
private final class InMemoryFiles: Sendable {
  private let files = LockIsolated<[URL: Data]>([:])
  private let watchers = LockIsolated<[URL: [UUID: @Sendable () -> Void]]>([:])

  subscript(url: URL) -> Data? {
    get { files.value[url] }
    set {
      files.withValue { $0[url] = newValue }
      for watcher in watchers.value[url, default: [:]].values { watcher() }
    }
  }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    let id = UUID()
    watchers.withValue { $0[url, default: [:]][id] = onChange }
    return SharedSubscription { [weak self] in
      self?.watchers.withValue { $0[url]?[id] = nil }
    }
  }
}
