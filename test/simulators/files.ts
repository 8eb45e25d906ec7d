// files.example.test: static files candidates point their resume_url at (real PDF bytes).
import express from "express";

/** A minimal, valid one-page PDF whose text layer says who the resume belongs to. */
export function resumePdf(name = "Jane Doe"): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${name} - Resume) Tj 0 -28 Td /F1 12 Tf (Software Engineer, 8 years of experience) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

export const FILES_HOST = "files.example.test";

export function filesRouter(): express.Router {
  const r = express.Router();
  // Any /<name>.pdf is a resume; /missing.pdf is a 404 for the "resume cannot be fetched" case.
  r.get("/missing.pdf", (_req, res) => {
    res.status(404).type("text").send("Not Found");
  });
  r.get("/:name.pdf", (req, res) => {
    res.type("application/pdf").setHeader("Content-Disposition", `inline; filename="${req.params.name}.pdf"`);
    res.send(resumePdf());
  });
  r.get("/resume.txt", (_req, res) => {
    res.type("text").send("Jane Doe\nSoftware Engineer\n");
  });
  return r;
}
