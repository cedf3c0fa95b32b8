import Combine
import Foundation
import Observation

@Observable
final class UploadModel {
    private let id: String
    var files: [String] = []
#if !os(watchOS) && !os(tvOS)
    var progress: Float = 0
#endif

    init(_ id: String) {
        self.id = id
#if !os(watchOS) && !os(tvOS)
        progress = 0
#endif
    }
}
