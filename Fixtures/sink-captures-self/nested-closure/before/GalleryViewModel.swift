import Combine
import Foundation

final class GalleryViewModel: ObservableObject {
    @Published private(set) var photos: [String] = []
    @Published private(set) var status = ""

    private let library = PassthroughSubject<[String], Never>()
    private var cancellables = Set<AnyCancellable>()

    init() {
        library
            .sink { photos in
                DispatchQueue.main.async {
                    self.photos = photos
                }
            }
            .store(in: &cancellables)

        library
            .map(\.count)
            .sink { count in
                let text = "\(count) photos"
                DispatchQueue.main.async { self.status = text }
            }
            .store(in: &cancellables)
    }
}
