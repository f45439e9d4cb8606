import ConcurrencyExtras
import Dependencies
@preconcurrency import Dispatch
import Foundation
@_spi(Internals) import Sharing
import Testing

/// File and app storage as swift-sharing specifies them, in tests of our own.
@Suite struct StorageContractTests {
  let url = URL(fileURLWithPath: "/tmp/count.json")

  @Test func changesWithinTheWindowAreFoldedIntoOneWriteOfTheLatest() {
    let files = LockIsolated<[URL: Data]>([:])
    let waiting = LockIsolated<[UncheckedSendable<DispatchWorkItem>]>([])
    withDependencies {
      $0.defaultFileStorage = .inMemory(
        fileSystem: files,
        asyncAfter: { _, end in waiting.withValue { $0.append(UncheckedSendable(end)) } })
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      #expect(files.value[url] == Data())
      $count.withLock { $0 = 1 }
      #expect(files.value[url] == Data("1".utf8))
      $count.withLock { $0 = 2 }
      $count.withLock { $0 = 3 }
      #expect(files.value[url] == Data("1".utf8))
      for end in waiting.value { end.value.perform() }
      #expect(files.value[url] == Data("3".utf8))
      $count.withLock { $0 = 4 }
      #expect(files.value[url] == Data("4".utf8))
    }
  }

  @Test func aFormatOfYourOwnReadsAndWrites() throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.save(Data("hello".utf8), to: url)
    @Shared(
      .fileStorage(
        url, decode: { @Sendable in String(decoding: $0, as: UTF8.self) },
        encode: { @Sendable in Data($0.utf8) }))
    var text = ""
    #expect(text == "hello")
    $text.withLock { $0 += "!" }
    #expect(try storage.load(from: url) == Data("hello!".utf8))
  }

  @Test func anEmptyOrStubFileLoadsTheInitialValueWithoutError() throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.save(Data(), to: url)
    @Shared(.fileStorage(url)) var count = 5
    #expect(count == 5)
    #expect($count.loadError == nil)
  }

  @Test func aChangeMadeOutsideWhileAWriteWaitsLosesToIt() {
    let files = LockIsolated<[URL: Data]>([:])
    let waiting = LockIsolated<[UncheckedSendable<DispatchWorkItem>]>([])
    withDependencies {
      $0.defaultFileStorage = .inMemory(
        fileSystem: files,
        asyncAfter: { _, end in waiting.withValue { $0.append(UncheckedSendable(end)) } })
    } operation: {
      @Dependency(\.defaultFileStorage) var storage
      @Shared(.fileStorage(url)) var count = 0
      $count.withLock { $0 = 1 }
      $count.withLock { $0 = 2 }
      try? storage.save(Data("9".utf8), to: url)
      #expect(count == 2)
      for end in waiting.value { end.value.perform() }
      #expect(files.value[url] == Data("2".utf8))
    }
  }

  @Test func appStorageWritesItsInitialValue() {
    @Dependency(\.defaultAppStorage) var store
    @Shared(.appStorage("count")) var count = 42
    @Shared(.appStorage("names")) var names = ["Blob"]
    #expect(store.integer(forKey: "count") == 42)
    #expect(store.stringArray(forKey: "names") == ["Blob"])
  }

  @Test func appStorageSeesWritesMadeToTheStore() {
    @Dependency(\.defaultAppStorage) var store
    @Shared(.appStorage("count")) var count = 0
    store.set(7, forKey: "count")
    #expect(count == 7)
    store.removeObject(forKey: "count")
    #expect(count == 0)
  }

  @Test func appStorageKeepsCodableValuesAsJSON() throws {
    struct Settings: Codable, Equatable, Sendable { var volume = 1 }
    @Dependency(\.defaultAppStorage) var store
    @Shared(.appStorage("settings")) var settings = Settings()
    $settings.withLock { $0.volume = 3 }
    let data = try #require(store.data(forKey: "settings"))
    #expect(try JSONDecoder().decode(Settings.self, from: data) == Settings(volume: 3))
  }

  @Test func appStorageWarnsOfKeysKeyValueObservationCannotTake() {
    withKnownIssue {
      @Shared(.appStorage("app.count")) var count = 0
    } matching: {
      $0.description.contains(#"A Shared app storage key ("app.count") contains an invalid"#)
    }
    withDependencies {
      $0.appStorageKeyFormatWarningEnabled = false
    } operation: {
      @Shared(.appStorage("@count")) var count = 0
    }
  }
}
