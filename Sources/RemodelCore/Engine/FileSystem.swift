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
    case NSFileNoSuchFileError: return "no such file or directory"
    case NSFileWriteNoPermissionError: return "permission denied"
    default: return nsError.localizedDescription
    }
  }

  /// Whether nobody may write the file (no write bit), as version control systems such as
  /// Perforce leave files until they are checked out.
  public static func isReadOnly(_ url: URL) -> Bool {
    var status = stat()
    return stat(url.path, &status) == 0 && status.st_mode & 0o222 == 0
  }

  /// The file's bytes, read with `read(2)` into an array: `Data(contentsOf:)`
  /// costs several times more per file, which a run reading thousands of files notices.
  public static func readBytes(_ url: URL) throws(POSIXError) -> [UInt8] {
    let descriptor = open(url.path, O_RDONLY)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    guard status.st_mode & S_IFMT != S_IFDIR else { throw POSIXError(.EISDIR) }
    var bytes: [UInt8] = []
    // The size is a hint: a file growing meanwhile is read to its end all the same.
    var chunk = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[..<count])
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
    guard stat(url.path, &status) == 0 else { throw lastError(path) }
    let temporary = try temporaryCopy(of: bytes, besides: url, mode: status.st_mode & 0o7777, path)
    guard rename(temporary, url.path) == 0 else {
      let error = lastError(path)
      unlink(temporary)
      throw error
    }
  }

  /// Creates a file that must not exist yet, with its directories: written to a temporary file
  /// and linked into place, which fails rather than replace a file that appeared meanwhile.
  public static func create(_ url: URL, path: String, with bytes: [UInt8]) throws(RemodelError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path: path, reason: describe(error))
    }
    let temporary = try temporaryCopy(of: bytes, besides: url, mode: 0o644, path)
    defer { unlink(temporary) }
    guard link(temporary, url.path) == 0 else {
      throw errno == EEXIST ? .changedOnDisk(path: path) : lastError(path)
    }
  }

  /// Writes a report whole, replacing what is there: a temporary file renamed into place, so a
  /// reader never sees half of it.
  public static func writeReport(_ bytes: [UInt8], to url: URL, path: String) throws(RemodelError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .writeFailed(path: path, reason: "is a directory")
    }
    do {
      try Data(bytes).write(to: url, options: .atomic)
    } catch {
      throw .writeFailed(path: path, reason: describe(error))
    }
  }

  /// Writes `bytes`, synced and with `mode`, to a new hidden file in `url`'s directory, so the
  /// final rename or link stays on one file system; returns its path.
  private static func temporaryCopy(
    of bytes: [UInt8], besides url: URL, mode: mode_t, _ path: String
  ) throws(RemodelError) -> String {
    let directory = url.deletingLastPathComponent().path
    var template = Array("\(directory)/.\(url.lastPathComponent).remodel-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw lastError(path) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let written = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    let finished = written && fsync(descriptor) == 0 && fchmod(descriptor, mode) == 0
    let error = lastError(path)
    close(descriptor)
    guard finished else {
      unlink(temporary)
      throw error
    }
    return temporary
  }

  private static func lastError(_ path: String) -> RemodelError {
    .writeFailed(path: path, reason: String(cString: strerror(errno)))
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
