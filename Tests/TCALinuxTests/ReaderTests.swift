import Foundation
import Testing

@testable import TCALinux

@Suite struct ReaderTests {
  @Test func xcodeProject() throws {
    let app = try AppReader.read(path: FixturePaths.app("XcodeApp"))
    #expect(app.name == "Timers")
    #expect(app.targets.map(\.name) == ["Timers", "TimersTests"])
    let timers = app.targets[0]
    #expect(timers.kind == .library)
    #expect(
      timers.files.map { ($0 as NSString).lastPathComponent }.sorted() == [
        "AudioPlayerClient.swift", "LiveAudioPlayerClient.swift", "Stopwatch.swift",
        "StopwatchViewController.swift", "TimersApp.swift",
      ])
    #expect(timers.languageMode == "5")
    #expect(timers.strictConcurrency == "complete")
    #expect(
      timers.dependencies == [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ])
    #expect(app.targets[1].dependencies == [.target("Timers")])
  }

  @Test func packageDump() throws {
    let json = """
      {"name": "Counter", "toolsVersion": {"_version": "5.10.0"}, "swiftLanguageVersions": null,
       "dependencies": [{"sourceControl": [{"identity": "swift-tagged",
         "location": {"remote": [{"urlString": "https://github.com/pointfreeco/swift-tagged"}]},
         "requirement": {"range": [{"lowerBound": "0.10.0", "upperBound": "1.0.0"}]}}]}],
       "targets": [
         {"name": "Counter", "type": "regular", "path": "Counter", "exclude": [],
          "dependencies": [{"product": ["Tagged", "swift-tagged", null, null]}],
          "settings": [{"tool": "swift", "kind": {"swiftLanguageMode": {"_0": "6"}}}]},
         {"name": "CounterTests", "type": "test", "exclude": [],
          "dependencies": [{"byName": ["Counter", null]}], "settings": []}]}
      """
    let app = try PackageDumpReader.decode(Data(json.utf8), root: "/nowhere")
    #expect(
      app.dependencies == [
        PackageDependency(
          location: "https://github.com/pointfreeco/swift-tagged", requirement: "from: \"0.10.0\"")
      ])
    #expect(app.targets.map(\.languageMode) == ["6", "5"])
    #expect(app.targets[0].directory == "/nowhere/Counter")
    #expect(app.targets[1].directory == "/nowhere/Tests/CounterTests")
    #expect(app.targets[1].dependencies == [.target("Counter")])
  }

  @Test func sourceFolders() throws {
    let folder = FixturePaths.app("XcodeApp")
    let app = try AppReader.read(
      path: folder, sources: [folder + "/Timers"], tests: [folder + "/TimersTests"])
    #expect(app.targets.map(\.name) == ["Timers", "TimersTests"])
    #expect(
      app.targets[0].dependencies == [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ])
    #expect(app.targets[1].dependencies.first == .target("Timers"))
  }

  @Test func notAnApp() {
    #expect(throws: PortError.notAnApp(FixturePaths.root + "/SwiftPMApp/app/Sources/Missing")) {
      try AppReader.read(path: FixturePaths.root + "/SwiftPMApp/app/Sources/Missing")
    }
  }
}
