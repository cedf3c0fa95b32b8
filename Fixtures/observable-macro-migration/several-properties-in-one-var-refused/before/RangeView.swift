import SwiftUI

struct RangeView: View {
    @ObservedObject var model: RangeModel

    var body: some View {
        Text("\(model.lower)–\(model.upper) by \(model.step)")
    }
}
