import Combine

/// The models of the app's other screens share this protocol's name.
protocol StateModel: ObservableObject {
    func subscribe()
}
