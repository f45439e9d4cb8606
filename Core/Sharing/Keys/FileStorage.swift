import ConcurrencyExtras
import Dependencies
import Dispatch
import Foundation

/// Where `.fileStorage` keys read and write: the file system, or memory in tests and previews.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.defaultFileStorage = .inMemory
/// }
/// ```
public struct FileStorage: Hashable, Sendable {
  let id: AnyHashableSendable
  let asyncAfter: @Sendable (DispatchTimeInterval, DispatchWorkItem) -> Void
  let fileExists: @Sendable (URL) -> Bool
  let createDirectory: @Sendable (URL) throws -> Void
  let watch: @Sendable (URL, @escaping @Sendable () -> Void) -> SharedSubscription
  let read: @Sendable (URL) throws -> Data?
  /// Writes a file at once.
  @_spi(Internals) public let save: @Sendable (Data, URL) throws -> Void

  /// The file system: atomic writes, and changes made by other processes observed (through
  /// inotify on Linux). Writes are throttled per file: the first after a quiet second happens at
  /// once, and the latest of those within the second is written when it ends. Writes still
  /// waiting are made when the process exits normally.
  public static let fileSystem = FileStorage(
    id: AnyHashableSendable("fileSystem"),
    asyncAfter: { DispatchQueue.global().asyncAfter(deadline: .now() + $0, execute: $1) },
    fileExists: { FileManager.default.fileExists(atPath: $0.path) },
    createDirectory: {
      try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: true)
    },
    watch: { url, onChange in FileWatcher.watch(url, onChange: onChange) },
    read: { url in
      do {
        var data = try Data(contentsOf: url)
        if data == .stub {
          data = Data()
          try data.write(to: url, options: .atomic)
        }
        return data
      } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
        return nil
      }
    },
    save: { data, url in try data.write(to: url, options: .atomic) }
  )

  /// A new, empty file system in memory: writes happen at once and touch no disk.
  public static var inMemory: FileStorage {
    inMemory(fileSystem: LockIsolated([:]))
  }

  /// A file system in memory, over the given files, with the given scheduling of the throttled
  /// writes (at once by default).
  @_spi(Internals) public static func inMemory(
    fileSystem: LockIsolated<[URL: Data]>,
    async: @escaping @Sendable (DispatchWorkItem) -> Void = { $0.perform() },
    asyncAfter: @escaping @Sendable (DispatchTimeInterval, DispatchWorkItem) -> Void = {
      $1.perform()
    }
  ) -> FileStorage {
    let watchers = InMemoryWatchers()
    return FileStorage(
      id: AnyHashableSendable(ObjectIdentifier(fileSystem)),
      asyncAfter: asyncAfter,
      fileExists: { fileSystem.value[$0] != nil },
      createDirectory: { _ in },
      watch: { url, onChange in watchers.watch(url, onChange: onChange) },
      read: { fileSystem.value[$0] },
      save: { data, url in
        fileSystem.withValue { $0[url] = data }
        watchers.changed(url)
      }
    )
  }

  /// The data of a file, or `nil` when there is none.
  public func load(from url: URL) throws -> Data? {
    try read(url)
  }

  /// Writes a file at once, as another process would: shared values reading it take the change.
  public func save(_ data: Data, to url: URL) throws {
    try save(data, url)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Data {
  /// A file's placeholder content that loads as an empty file (and is replaced by one).
  @_spi(Internals) public static let stub = Data("co.pointfree.Sharing.FileStorage.stub".utf8)
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

/// The watchers of in-memory files, told about every write.
private final class InMemoryWatchers: Sendable {
  private let watchers = LockIsolated<[URL: [UUID: @Sendable () -> Void]]>([:])

  func changed(_ url: URL) {
    for watcher in watchers.value[url, default: [:]].values { watcher() }
  }

  func watch(_ url: URL, onChange: @escaping @Sendable () -> Void) -> SharedSubscription {
    let id = UUID()
    watchers.withValue { $0[url, default: [:]][id] = onChange }
    return SharedSubscription { [weak self] in
      self?.watchers.withValue { $0[url]?[id] = nil }
    }
  }
}
