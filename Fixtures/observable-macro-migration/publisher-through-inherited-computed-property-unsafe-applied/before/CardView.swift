import SwiftUI

struct CardView: View {
    @ObservedObject var model: ViewModel

    var body: some View {
        Text("\(model.layoutWidth)")
    }
}

extension CardView {
    final class ViewModel: ObservableObject {
        @Published var layoutWidth: Double = 0
    }
}
