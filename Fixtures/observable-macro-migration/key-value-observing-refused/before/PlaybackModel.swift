import Combine
import Foundation

final class PlaybackModel: NSObject, ObservableObject {
    @Published var rate = 1.0
}

/// Stand-in for `NSObject.observe(_:options:changeHandler:)`, which Linux lacks.
extension PlaybackModel {
    func observe<Value>(
        _ keyPath: KeyPath<PlaybackModel, Value>, changeHandler: @escaping (PlaybackModel) -> Void
    ) -> AnyCancellable {
        AnyCancellable {}
    }
}
