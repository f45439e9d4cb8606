import Dependencies
import Foundation
import Testing

@testable import Sharing

@Suite struct FileStorageKeyTests {
  struct Settings: Codable, Equatable {
    var volume = 5
  }

  let url = URL(fileURLWithPath: "/tmp/settings.json")

  @Test func aMissingFileLeavesTheDeclaredValueAndIsCreatedEmpty() throws {
    @Dependency(\.defaultFileStorage) var storage
    @Shared(.fileStorage(url)) var settings = Settings()
    #expect(settings == Settings())
    #expect(try storage.load(from: url) == Data())
    #expect($settings.loadError == nil)
  }

  @Test func aFileIsLoadedAndEveryChangeIsSaved() throws {
    @Dependency(\.defaultFileStorage) var storage
    try storage.save(Data(#"{"volume":7}"#.utf8), to: url)
    @Shared(.fileStorage(url)) var settings = Settings()
    #expect(settings.volume == 7)
    $settings.withLock { $0.volume = 8 }
    #expect(try storage.load(from: url) == Data(#"{"volume":8}"#.utf8))
  }

  @Test func aChangeMadeOutsideFlowsIn() throws {
    @Dependency(\.defaultFileStorage) var storage
    @Shared(.fileStorage(url)) var settings = Settings()
    try storage.save(Data(#"{"volume":2}"#.utf8), to: url)
    #expect(settings.volume == 2)
  }

  @Test func aCorruptFileIsReportedAndKeptUntilTheValueChanges() throws {
    @Dependency(\.defaultFileStorage) var storage
    let corrupt = Data("{ not json".utf8)
    try storage.save(corrupt, to: url)
    @Shared(.fileStorage(url)) var settings = Settings()
    #expect(settings == Settings())
    let error = try #require($settings.loadError)
    #expect(error is DecodingError)
    #expect(try storage.load(from: url) == corrupt)
    $settings.withLock { $0.volume = 1 }
    #expect(try storage.load(from: url) == Data(#"{"volume":1}"#.utf8))
  }

  @Test func requireThrowsWhenThereIsNoFile() async throws {
    await #expect(throws: SharedKeyHoldsNoValue.self) {
      _ = try await Shared<Settings>(require: .fileStorage(url))
    }
  }

  @Test func loadReadsTheFileAgain() async throws {
    @Dependency(\.defaultFileStorage) var storage
    @Shared(.fileStorage(url)) var settings = Settings()
    try storage.save(Data(#"{"volume":3}"#.utf8), to: url)
    try await $settings.load()
    #expect(settings.volume == 3)
  }
}
