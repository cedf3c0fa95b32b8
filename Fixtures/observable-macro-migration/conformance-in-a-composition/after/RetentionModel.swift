import Combine
import SwiftUI

protocol RetentionModelProtocol: AnyObject {
    var days: Int { get set }
}

protocol Resettable {
    func reset()
}

@Observable
final class RetentionModel: RetentionModelProtocol {
    var days = 30
}

// The conformance first, then another protocol after a comma.
@Observable
final class CleanupModel: Resettable, Identifiable {
    var pending = 0

    func reset() {
        pending = 0
    }
}

struct RetentionView: View {
    @State private var model = RetentionModel()
    var cleanup: CleanupModel

    var body: some View {
        VStack {
            Stepper("Keep \(model.days) days", value: $model.days, in: 1...365)
            Text("\(cleanup.pending) pending")
        }
    }
}
