import Foundation
import Testing

@testable import TCALinux

/// Each fixture app's port against its `expected/` folder. With `TCA_LINUX_RECORD=1` in the
/// environment, the tests write `expected/` instead.
@Suite struct FixtureTests {
  @Test(arguments: ["SwiftPMApp", "XcodeApp"])
  func fixture(_ name: String) throws {
    let app = try AppReader.read(path: FixturePaths.app(name))
    let ported = PackagePorter(composableLinux: "/composable-linux").port(app)
    let expected = FixturePaths.expected(name)
    if ProcessInfo.processInfo.environment["TCA_LINUX_RECORD"] != nil {
      try? FileManager.default.removeItem(atPath: expected)
      for file in ported.files {
        let path = expected + "/" + file.path
        try FileManager.default.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
      }
      return
    }
    let recorded = SwiftFilesAndDocuments.under(expected)
    #expect(ported.files.map(\.path) == recorded)
    for file in ported.files {
      let text = try String(contentsOfFile: expected + "/" + file.path, encoding: .utf8)
      #expect(file.text == text, "\(file.path)")
    }
  }

  @Test func portingTwiceGivesTheSameFiles() throws {
    let app = try AppReader.read(path: FixturePaths.app("XcodeApp"))
    let porter = PackagePorter(composableLinux: "/composable-linux")
    #expect(porter.port(app) == porter.port(app))
  }
}

/// Every file under a folder, relative and sorted.
private enum SwiftFilesAndDocuments {
  static func under(_ folder: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
      if !isFolder.boolValue { files.append(path) }
    }
    return files.sorted()
  }
}
