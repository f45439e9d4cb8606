import ConcurrencyExtras
import Dependencies
@preconcurrency import Dispatch
import Foundation
import Testing

@_spi(Internals) @testable import Sharing

/// Writes of one file never overlap: a save made while the waiting write is being written waits
/// its turn, so the file keeps the last save.
@Suite struct FileWriteOrderTests {
  let url = URL(fileURLWithPath: "/tmp/order.json")

  @Test func aSaveMadeWhileTheWaitingWriteIsWrittenIsWrittenAfterIt() {
    let files = LockIsolated<[URL: Data]>([:])
    let waiting = LockIsolated<[UncheckedSendable<DispatchWorkItem>]>([])
    let count = LockIsolated<Shared<Int>?>(nil)
    let base = FileStorage.inMemory(
      fileSystem: files,
      asyncAfter: { _, end in waiting.withValue { $0.append(UncheckedSendable(end)) } })
    // NB: While "2", the write that waited, is being written (before it lands), the value
    //     changes to 3.
    let storage = FileStorage(
      id: AnyHashableSendable(UUID()), asyncAfter: base.asyncAfter, fileExists: base.fileExists,
      createDirectory: base.createDirectory, watch: base.watch, read: base.read,
      save: { data, url in
        if data == Data("2".utf8) { count.value?.withLock { $0 = 3 } }
        try base.save(data, url)
      })
    withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var value = 0
      let reference = $value
      count.setValue(reference)
      $value.withLock { $0 = 1 }
      $value.withLock { $0 = 2 }
      #expect(files.value[url] == Data("1".utf8))
      while let end = waiting.withValue({ $0.isEmpty ? nil : $0.removeFirst() }) {
        end.value.perform()
      }
      #expect(value == 3)
      #expect(files.value[url] == Data("3".utf8))
    }
  }
}
