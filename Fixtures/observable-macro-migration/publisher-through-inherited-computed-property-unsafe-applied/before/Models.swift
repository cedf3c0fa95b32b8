import Combine

class TimelineModel: ObservableObject {
    @Published var layoutWidth: Double = 0
}
