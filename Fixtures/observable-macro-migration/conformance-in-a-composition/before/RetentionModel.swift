import Combine
import SwiftUI

protocol RetentionModelProtocol: AnyObject {
    var days: Int { get set }
}

protocol Resettable {
    func reset()
}

final class RetentionModel: RetentionModelProtocol & ObservableObject {
    @Published var days = 30
}

// The conformance first, then another protocol after a comma.
final class CleanupModel: ObservableObject & Resettable, Identifiable {
    @Published var pending = 0

    func reset() {
        pending = 0
    }
}

struct RetentionView: View {
    @StateObject private var model = RetentionModel()
    @ObservedObject var cleanup: CleanupModel

    var body: some View {
        VStack {
            Stepper("Keep \(model.days) days", value: $model.days, in: 1...365)
            Text("\(cleanup.pending) pending")
        }
    }
}
