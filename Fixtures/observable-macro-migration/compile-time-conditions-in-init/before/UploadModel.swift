import Combine
import Foundation

final class UploadModel: ObservableObject {
    private let id: String
    @Published var files: [String] = []
#if !os(watchOS) && !os(tvOS)
    @Published var progress: Float = 0
#endif

    init(_ id: String) {
        self.id = id
#if !os(watchOS) && !os(tvOS)
        progress = 0
#endif
    }
}
