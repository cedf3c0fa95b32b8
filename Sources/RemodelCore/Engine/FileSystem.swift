import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File-system operations whose Foundation versions misbehave on Linux or lose information.
public enum FileSystem {
  public static var currentDirectory: URL {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }

  /// `url` relative to `base` when it lies inside it, otherwise absolute.
  public static func displayPath(_ url: URL, relativeTo base: URL) -> String {
    let path = url.standardizedFileURL.path
    let basePath = base.standardizedFileURL.path
    let prefix = basePath.hasSuffix("/") ? basePath : basePath + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  public static func describe(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    switch nsError.code {
    case NSFileReadNoPermissionError: return "permission denied"
    case NSFileReadNoSuchFileError: return "no such file"
    default: return nsError.localizedDescription
    }
  }

  /// Whether the file on disk still holds exactly `bytes`.
  public static func holds(_ url: URL, _ bytes: [UInt8]) -> Bool {
    FileManager.default.contents(atPath: url.path).map { Array($0) == bytes } ?? false
  }

  /// Replaces the file's bytes atomically: a temporary file in the same directory takes the
  /// original's permissions and is renamed over it, so readers see the old or the new file whole.
  /// Refuses when the file on disk no longer holds `expected`.
  public static func replace(
    _ link: URL, path: String, expected: [UInt8], with bytes: [UInt8]
  ) throws(RemodelError) {
    // Through a symlink, the file it points to is replaced and the link stays a link.
    let url = link.resolvingSymlinksInPath()
    guard holds(url, expected) else { throw .changedOnDisk(path: path) }
    var status = stat()
    guard stat(url.path, &status) == 0 else {
      throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
    let directory = url.deletingLastPathComponent().path
    var template = Array("\(directory)/.\(url.lastPathComponent).remodel-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else {
      throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
    let temporaryPath = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let failure = { (reason: String) -> RemodelError in
      unlink(temporaryPath)
      return .writeFailed(path: path, reason: reason)
    }
    let written = bytes.withUnsafeBytes { buffer in writeAll(descriptor, buffer) }
    let synced = fsync(descriptor) == 0
    let moded = fchmod(descriptor, status.st_mode & 0o7777) == 0
    close(descriptor)
    guard written, synced, moded else { throw failure(String(cString: strerror(errno))) }
    guard rename(temporaryPath, url.path) == 0 else {
      throw failure(String(cString: strerror(errno)))
    }
  }

  /// Creates a file that must not exist yet, with its directories: written to a temporary file
  /// and linked into place, which fails rather than replace a file that appeared meanwhile.
  public static func create(_ url: URL, path: String, with bytes: [UInt8]) throws(RemodelError) {
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path: path, reason: describe(error))
    }
    var template = Array("\(directory.path)/.\(url.lastPathComponent).remodel-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else {
      throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
    let temporaryPath = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(temporaryPath) }
    let written = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    let finished = fsync(descriptor) == 0 && fchmod(descriptor, 0o644) == 0
    close(descriptor)
    guard written, finished else {
      throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
    guard link(temporaryPath, url.path) == 0 else {
      if errno == EEXIST { throw .changedOnDisk(path: path) }
      throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
    }
  }

  private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < buffer.count {
      let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += count
    }
    return true
  }
}
