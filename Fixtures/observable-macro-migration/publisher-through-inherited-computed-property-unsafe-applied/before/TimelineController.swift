import Combine

class TimelineController {
    var storage: AnyObject?
    var model: TimelineModel! {
        get { storage as? TimelineModel }
        set { storage = newValue }
    }
}

final class HomeController: TimelineController {
    var cancellables = Set<AnyCancellable>()
}

extension HomeController {
    func start() {
        // The computed property is the superclass's.
        model.$layoutWidth
            .sink { width in print(width) }
            .store(in: &cancellables)
    }
}
