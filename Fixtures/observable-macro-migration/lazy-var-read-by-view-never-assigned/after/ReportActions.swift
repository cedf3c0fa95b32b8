/// Changes the exporter the model holds, not the model's property.
func resetExport(of model: ReportModel) {
    model.exporter.format = "csv"
}
