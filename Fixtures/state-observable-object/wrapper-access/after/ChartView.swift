import SwiftUI

final class ChartModel: ObservableObject {
    @Published var points: [Double]

    init(points: [Double] = []) {
        self.points = points
    }
}

struct ChartView: View {
    @State private var model = ChartModel()

    init(points: [Double]) {
        _model = State(initialValue: ChartModel(points: points))
    }

    var body: some View {
        Text("\(model.points.count) points")
    }
}
