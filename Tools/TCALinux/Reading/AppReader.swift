import Foundation

/// Reads an app in whichever form it comes: a SwiftPM package, an Xcode project, or folders of
/// sources and tests.
public enum AppReader {
  /// Reads the app at `path`; `sources` and `tests` folders, when given, take the place of a
  /// package or project.
  public static func read(path: String, sources: [String] = [], tests: [String] = []) throws
    -> AppDescription
  {
    let root = absolute(path)
    if !sources.isEmpty || !tests.isEmpty {
      return SourceFolderReader(
        root: root, sources: sources.map(absolute), tests: tests.map(absolute)
      ).read()
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
      throw PortError.notAnApp(root)
    }
    if root.hasSuffix(".xcodeproj") { return try XcodeProjectReader(project: root).read() }
    guard isFolder.boolValue else { throw PortError.notAnApp(root) }
    if FileManager.default.fileExists(atPath: root + "/Package.swift") {
      return try PackageDumpReader(root: root).read()
    }
    let projects =
      (try? FileManager.default.contentsOfDirectory(atPath: root))?
      .filter { $0.hasSuffix(".xcodeproj") }.sorted() ?? []
    if let project = projects.first {
      return try XcodeProjectReader(project: root + "/" + project).read()
    }
    let files = SwiftFiles.under(root)
    guard !files.isEmpty else { throw PortError.notAnApp(root) }
    let testFiles = files.filter(SourceFolderReader.isTestFile)
    return SourceFolderReader(root: root, sources: [root], tests: [])
      .read(files: files.filter { !testFiles.contains($0) }, testFiles: testFiles)
  }

  /// `path` made absolute against the current directory, with `.` and `..` resolved.
  static func absolute(_ path: String) -> String {
    let joined =
      path.hasPrefix("/")
      ? path : FileManager.default.currentDirectoryPath + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }
}
