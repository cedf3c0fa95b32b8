import SwiftUI

struct CardView: View {
    var model: ViewModel

    var body: some View {
        Text("\(model.layoutWidth)")
    }
}

extension CardView {
    @Observable
    final class ViewModel {
        var layoutWidth: Double = 0
    }
}
